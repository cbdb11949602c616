/** What other parts of the app use: the home's 'Upload Invoice' button and modal (§2.8). */
export { UploadInvoiceButton } from './components/upload-invoice-button';

export { AddLoadButton } from './components/add-load-button';

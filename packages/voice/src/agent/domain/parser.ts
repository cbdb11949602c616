/** The shared load parser, imported in one place (postings, and single broker utterances). */
export { emptyExtracted, mergeExtracted, parseLoadText } from '../../load-parsing/domain';

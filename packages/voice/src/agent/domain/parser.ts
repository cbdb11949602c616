/** The shared load parser, imported in one place (postings, and single broker utterances). */
export {
  emptyExtracted,
  mergeExtracted,
  parseLoadText,
  parseLoadTextDetailed,
} from '../../load-parsing/domain';

import { createRequire } from 'node:module';

/**
 * jsdom computes an element's style by testing every rule of its built-in HTML style sheet
 * (about 110 rules, most of them lists of tag names: `address, blockquote, center, dialog, div,
 * …`) against the element with a full selector match, then the document's own sheets. That is
 * most of what `getComputedStyle` costs, and Testing Library calls it for every ancestor of every
 * candidate of a *ByRole query.
 *
 * This replaces jsdom's `getDeclarationForElement` by the same function with one shortcut: a
 * rule of the built-in sheet whose every selector ends in a tag name (`input:not([type=image i])`,
 * `ul ul`, `div`) is only tested against elements of those tag names, since it cannot match any
 * other. Rules whose selectors can match any element (`[hidden]…`, `:is(…) :is(…)`), @-rules
 * and the document's own sheets are tested as jsdom does. The rules that are tested are tested
 * with jsdom's own matcher, in the sheet's order, so the declaration is the one jsdom builds.
 * `FLEET_CHECK_DEFAULT_RULES=1` builds both for every element and throws on a difference.
 *
 * Returns the replacement, to be called before jsdom's `getComputedStyle` (whose own reference
 * to the function cannot be replaced; it finds the declaration in jsdom's cache), or undefined
 * when the running jsdom is not the one this was written for: then nothing is changed.
 */
export function indexJsdomDefaultRules(): ((elementImpl: object) => unknown) | undefined {
  const require = createRequire(createRequire(import.meta.url).resolve('jsdom'));
  let styleRules: StyleRulesModule;
  let cssom: { parse(text: string): Sheet };
  let CSSStyleDeclaration: new () => Declaration;
  let defaultSheetText: string;
  try {
    styleRules = require('./jsdom/living/helpers/style-rules.js');
    cssom = require('@acemir/cssom');
    ({ CSSStyleDeclaration } = require('cssstyle'));
    const fs = require('node:fs') as typeof import('node:fs');
    defaultSheetText = fs.readFileSync(
      require.resolve('./jsdom/browser/default-stylesheet.css'),
      'utf8',
    );
  } catch {
    return undefined;
  }
  const original = styleRules.getDeclarationForElement;
  if (typeof original !== 'function') return undefined;
  // setup-tests runs for every file of a worker, and the files share jsdom's modules.
  if (original.indexed) return original as (elementImpl: object) => unknown;

  const defaultRules = Array.from(cssom.parse(defaultSheetText).cssRules);
  // For each rule: what an element needs for it to possibly match (null: nothing).
  const ruleNeeded = defaultRules.map((rule) => ({
    rule,
    needs: rule.media ? null : ruleNeeds(rule.selectorText),
  }));
  // Per tag name: the rules to test, each with the attributes one of which the element needs
  // (null: test it whatever the attributes).
  const rulesByTag = new Map<string, { rule: Rule; attributes: Set<string> | null }[]>();
  const rulesFor = (elementImpl: ElementImpl) => {
    const tag = (elementImpl._localName ?? elementImpl.localName ?? '').toLowerCase();
    let candidates = rulesByTag.get(tag);
    if (!candidates) {
      candidates = [];
      for (const { rule, needs } of ruleNeeded) {
        if (needs === null || needs.tags.has(tag)) candidates.push({ rule, attributes: null });
        else if (needs.attributes.size > 0) candidates.push({ rule, attributes: needs.attributes });
      }
      rulesByTag.set(tag, candidates);
    }
    return candidates
      .filter(
        ({ attributes }) =>
          attributes === null || [...attributes].some((a) => hasAttribute(elementImpl, a)),
      )
      .map(({ rule }) => rule);
  };

  const indexed = (elementImpl: ElementImpl) => {
    const document = elementImpl._ownerDocument;
    let styleCache = document._styleCache;
    if (!styleCache) {
      styleCache = new WeakMap();
      document._styleCache = styleCache;
    }
    const cached = styleCache.get(elementImpl);
    if (cached) return cached;

    const declaration = new CSSStyleDeclaration();
    const handleProperty = (style: Declaration, property: string) => {
      const value = style.getPropertyValue(property);
      if (value === 'unset') declaration.removeProperty(property);
      else declaration.setProperty(property, value, style.getPropertyPriority(property));
    };
    const handleRule = (rule: Rule) => {
      for (const property of Array.from(rule.style as ArrayLike<string>)) {
        handleProperty(rule.style as Declaration, property);
      }
    };
    const handleRules = (rules: ArrayLike<Rule>) => {
      for (const rule of Array.from(rules)) {
        if (rule.media) {
          if (rule.constructor.name === 'CSSImportRule') {
            if (
              rule.styleSheet &&
              (rule.media.length === 0 || Array.from(rule.media).includes('screen'))
            ) {
              for (const inner of Array.from(rule.styleSheet.cssRules)) {
                if (matches(inner, elementImpl)) handleRule(inner);
              }
            }
          } else if (Array.from(rule.media).includes('screen')) {
            for (const inner of Array.from(rule.cssRules ?? [])) {
              if (matches(inner, elementImpl)) handleRule(inner);
            }
          }
        } else if (matches(rule, elementImpl)) {
          handleRule(rule);
        }
      }
    };
    handleRules(rulesFor(elementImpl));
    for (const sheet of document.styleSheets._list) handleRules(sheet.cssRules);
    for (const property of Array.from(elementImpl.style)) {
      handleProperty(elementImpl.style, property);
    }
    styleCache.set(elementImpl, declaration);
    return declaration;
  };

  const replacement = process.env.FLEET_CHECK_DEFAULT_RULES
    ? (elementImpl: ElementImpl) => {
        const document = elementImpl._ownerDocument;
        const cache = document._styleCache ?? new WeakMap();
        const cached = cache.get(elementImpl);
        if (cached) return cached;
        document._styleCache = null;
        const theirs = (original(elementImpl) as Declaration).cssText;
        document._styleCache = null;
        const ours = indexed(elementImpl);
        document._styleCache = cache;
        cache.set(elementImpl, ours);
        if (ours.cssText !== theirs) {
          const message = `default rules index: <${elementImpl.localName}> ${ours.cssText} ≠ jsdom's ${theirs}`;
          process.stderr.write(`${message}\n`); // also when a waitFor swallows the error
          throw new Error(message);
        }
        return ours;
      }
    : indexed;
  Object.assign(replacement, { indexed: true });
  styleRules.getDeclarationForElement = replacement as StyleRulesModule['getDeclarationForElement'];
  return replacement as (elementImpl: object) => unknown;
}

/** jsdom's matcher (style-rules.js `matches`), with its workaround for cssstyle issue 193. */
function matches(rule: Rule, elementImpl: ElementImpl): boolean {
  try {
    if (rule.selectorText) {
      const selector = rule.selectorText.split(';').pop()?.trim() ?? '';
      const { match, pseudoElement } = elementImpl._ownerDocument._domSelector.check(
        selector,
        elementImpl,
      );
      if (pseudoElement) return false;
      return match;
    }
  } catch {
    // as jsdom: a selector it cannot match matches nothing
  }
  return false;
}

/**
 * What an element needs for the selector list to possibly match it: one of `tags` as its tag
 * name, or one of `attributes` set, read from the start of the last compound of each selector
 * (`div`, `:is(ol, ul)`, `[hidden]…`). Null when one selector can match any element, or when the
 * list is not plain enough to read with certainty (escapes, namespaces).
 */
export function ruleNeeds(
  selectorText: string | undefined,
): { tags: Set<string>; attributes: Set<string> } | null {
  const needs = { tags: new Set<string>(), attributes: new Set<string>() };
  if (!selectorText) return needs; // jsdom matches no rule without a selector
  const text = selectorText.split(';').pop()?.trim() ?? '';
  if (/[\\|]/.test(text)) return null;
  for (const selector of splitTopLevel(text, ',')) {
    const last = lastCompound(selector.trim());
    const type = /^[a-zA-Z][a-zA-Z0-9-]*/.exec(last)?.[0];
    const attribute = /^\[\s*([a-zA-Z][a-zA-Z0-9-]*)\s*[\]=~|^$*]/.exec(last)?.[1];
    const anyOf = /^:is\(([a-zA-Z0-9,\s-]+)\)/.exec(last)?.[1];
    if (type) needs.tags.add(type.toLowerCase());
    else if (attribute) needs.attributes.add(attribute.toLowerCase());
    else if (anyOf) for (const tag of anyOf.split(',')) needs.tags.add(tag.trim().toLowerCase());
    else return null;
  }
  return needs;
}

/** Whether the element has the attribute (any namespace, ASCII case-insensitive): a superset. */
function hasAttribute(elementImpl: ElementImpl, name: string): boolean {
  for (const attribute of elementImpl._attributeList ?? []) {
    if (attribute._localName.toLowerCase() === name) return true;
  }
  return elementImpl._attributeList === undefined; // unknown: test the rule
}

function splitTopLevel(text: string, separator: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quote: string | null = null;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quote) {
      if (c === quote) quote = null;
    } else if (c === '"' || c === "'") quote = c;
    else if (c === '(' || c === '[') depth++;
    else if (c === ')' || c === ']') depth--;
    else if (depth === 0 && c === separator) {
      parts.push(text.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(text.slice(start));
  return parts;
}

/** The part of one selector after its last combinator (descendant, >, +, ~) outside brackets. */
function lastCompound(selector: string): string {
  let depth = 0;
  let quote: string | null = null;
  let start = 0;
  for (let i = 0; i < selector.length; i++) {
    const c = selector[i] as string;
    if (quote) {
      if (c === quote) quote = null;
    } else if (c === '"' || c === "'") quote = c;
    else if (c === '(' || c === '[') depth++;
    else if (c === ')' || c === ']') depth--;
    else if (depth === 0 && /[\s>+~]/.test(c)) start = i + 1;
  }
  return selector.slice(start);
}

interface Declaration {
  readonly cssText: string;
  readonly length: number;
  readonly [index: number]: string;
  getPropertyValue(property: string): string;
  getPropertyPriority(property: string): string;
  setProperty(property: string, value: string, priority?: string): void;
  removeProperty(property: string): void;
}
interface Rule {
  selectorText?: string;
  style?: unknown;
  media?: ArrayLike<string>;
  cssRules?: ArrayLike<Rule>;
  styleSheet?: Sheet | null;
}
interface Sheet {
  cssRules: ArrayLike<Rule>;
}
interface ElementImpl {
  localName?: string;
  _attributeList?: { _localName: string }[];
  _localName?: string;
  style: Declaration;
  _ownerDocument: {
    _styleCache: WeakMap<object, Declaration> | null;
    _domSelector: {
      check(selector: string, element: object): { match: boolean; pseudoElement: unknown };
    };
    styleSheets: { _list: Sheet[] };
  };
}
interface StyleRulesModule {
  getDeclarationForElement: ((elementImpl: ElementImpl) => unknown) & { indexed?: true };
}

// The i18n ratchet (issue 23, docs/decisions/0015-untranslated-text-lint.md): in the folders
// eslint.config.js lists, a text a user would read must go through t()/msg()/tRich(). It looks only
// where UI text lives (JSX text, text-carrying props and object keys, toasts and dialogs), so ids,
// routes, query keys and Chakra style values never need an exemption.
import type { TSESLint, TSESTree } from '@typescript-eslint/utils';

type Node = TSESTree.Node;

/** Props and object keys whose string is read by a user (or a screen reader). */
const TEXT_NAME =
  /^(aria-label|aria-description|aria-roledescription|aria-valuetext|aria-placeholder|title|subtitle|heading|label|placeholder|alt|description|message|caption|tooltip|hint|helperText|loadingText|emptyText|confirmLabel|cancelLabel)$|(Label|Text|Title|Message|Description|Placeholder|Heading|Hint)$/;

/** Calls that show their first arguments as they are: notify(title, description, kind). */
const TEXT_ARGUMENTS = new Map([['notify', 2], ['alert', 1], ['confirm', 1], ['prompt', 1]]);

/** Human text has a letter in it; '—', '·', '%' or '42' need no translation. */
const hasLetter = (text: string) => /\p{L}/u.test(text);

type Options = [{ allow?: string[] }];

/** The literal strings an expression can evaluate to, looking through `a ? 'x' : 'y'`, `a && 'x'`, `a ?? 'x'`. */
function literalTexts(node: Node): Array<{ node: Node; text: string }> {
  switch (node.type) {
    case 'Literal':
      return typeof node.value === 'string' ? [{ node, text: node.value }] : [];
    case 'TemplateLiteral':
      return [{ node, text: node.quasis.map((q) => q.value.cooked ?? '').join(' ') }];
    case 'ConditionalExpression':
      return [...literalTexts(node.consequent), ...literalTexts(node.alternate)];
    case 'LogicalExpression':
      return [...literalTexts(node.left), ...literalTexts(node.right)];
    case 'TSAsExpression':
    case 'TSSatisfiesExpression':
      return literalTexts(node.expression);
    default:
      return [];
  }
}

function keyName(key: Node): string | undefined {
  if (key.type === 'Identifier') return key.name;
  if (key.type === 'Literal' && typeof key.value === 'string') return key.value;
  return undefined;
}

export const untranslatedText: TSESLint.RuleModule<'untranslated', Options> = {
  meta: {
    type: 'problem',
    docs: { description: 'User-visible text goes through t(), msg() or tRich() (issue 23).' },
    messages: {
      untranslated: "Untranslated text \"{{text}}\": write t('…') (msg('…') where declared outside a component) and add its German and French (web/src/i18n/locales).",
    },
    schema: [{ type: 'object', properties: { allow: { type: 'array', items: { type: 'string' } } }, additionalProperties: false }],
  },
  defaultOptions: [{}],
  create(context) {
    // Terms that read the same in every language (the product's name, LOINC, DOI): a text made
    // only of them and punctuation needs no translation.
    const allowed = (context.options[0]?.allow ?? []).map((term) => new RegExp(`(?<![\\p{L}\\d])${term.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}\\d])`, 'gu'));
    const report = (node: Node, text: string) => {
      const trimmed = text.replace(/\s+/g, ' ').trim();
      if (!hasLetter(allowed.reduce((rest, term) => rest.replace(term, ''), trimmed))) return;
      context.report({ node, messageId: 'untranslated', data: { text: trimmed.length > 40 ? `${trimmed.slice(0, 39)}…` : trimmed } });
    };
    const reportLiterals = (expression: Node) => {
      for (const found of literalTexts(expression)) report(found.node, found.text);
    };

    return {
      JSXText: (node) => report(node, node.value),
      // {'Text'} or {busy ? 'Saving…' : 'Save'} between tags.
      'JSXElement > JSXExpressionContainer, JSXFragment > JSXExpressionContainer': (node: TSESTree.JSXExpressionContainer) => {
        if (node.expression.type !== 'JSXEmptyExpression') reportLiterals(node.expression);
      },
      JSXAttribute: (node) => {
        const name = node.name.type === 'JSXIdentifier' ? node.name.name : node.name.name.name;
        if (!TEXT_NAME.test(name) || !node.value) return;
        if (node.value.type === 'Literal') reportLiterals(node.value);
        else if (node.value.type === 'JSXExpressionContainer' && node.value.expression.type !== 'JSXEmptyExpression') reportLiterals(node.value.expression);
      },
      // Tables of labels and toast options: { label: 'Patients' } must be { label: msg('Patients') }.
      Property: (node) => {
        const name = node.computed ? undefined : keyName(node.key);
        if (name && TEXT_NAME.test(name)) reportLiterals(node.value);
      },
      CallExpression: (node) => {
        const callee = node.callee.type === 'MemberExpression' && !node.callee.computed ? node.callee.property : node.callee;
        const shown = callee.type === 'Identifier' ? TEXT_ARGUMENTS.get(callee.name) : undefined;
        for (const argument of node.arguments.slice(0, shown ?? 0)) reportLiterals(argument);
      },
    };
  },
};

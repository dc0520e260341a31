import { describe, expect, it } from 'vitest';
import { parseBlocks, parseInline } from './markdown.utils';

describe('parseBlocks', () => {
  it('reads the analysis sections: headings, bullets, numbered lists and paragraphs', () => {
    const text = '## Summary\nMild anaemia.\n\n## Flagged values\n- Hb 10.9 g/dL (low)\n- MCV 72 fL (low)\n\n## Suggested follow-up\n1. Ferritin\n2. Repeat FBC in 4 weeks\nThis supports your judgement.';
    expect(parseBlocks(text)).toEqual([
      { type: 'heading', level: 2, text: 'Summary' },
      { type: 'paragraph', text: 'Mild anaemia.' },
      { type: 'heading', level: 2, text: 'Flagged values' },
      { type: 'list', ordered: false, items: ['Hb 10.9 g/dL (low)', 'MCV 72 fL (low)'] },
      { type: 'heading', level: 2, text: 'Suggested follow-up' },
      { type: 'list', ordered: true, items: ['Ferritin', 'Repeat FBC in 4 weeks'] },
      { type: 'paragraph', text: 'This supports your judgement.' },
    ]);
  });

  it('keeps half-written text (while streaming) as a paragraph', () => {
    expect(parseBlocks('Start low')).toEqual([{ type: 'paragraph', text: 'Start low' }]);
  });
});

describe('parseInline', () => {
  it('splits bold and code runs and leaves HTML-like text as text', () => {
    expect(parseInline('Give **5 mg** of `apixaban` <b>twice</b>')).toEqual([
      { text: 'Give ' },
      { text: '5 mg', bold: true },
      { text: ' of ' },
      { text: 'apixaban', code: true },
      { text: ' <b>twice</b>' },
    ]);
  });
});

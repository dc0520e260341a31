import { Fragment, type ReactNode } from 'react';
import { t } from '.';
import type { MessageValues } from './types';

const MARK = '\u0000';

/**
 * A translated sentence with elements inside it (links, emphasis), so a translator can move them:
 * `tRich('By continuing you agree to our {terms} and {privacy}.', { terms: <Link…/>, privacy: … })`.
 */
export function tRich(id: string, elements: Record<string, ReactNode>, values?: MessageValues): ReactNode {
  const marked = Object.fromEntries(Object.keys(elements).map((name) => [name, `${MARK}${name}${MARK}`]));
  const parts = t(id, { ...values, ...marked }).split(MARK);
  // Odd parts are element names (the text between two marks); even parts are text.
  return parts.map((part, i) => (i % 2 ? <Fragment key={i}>{elements[part]}</Fragment> : part));
}

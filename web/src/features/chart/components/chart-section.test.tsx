import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { CollapsedItems } from './chart-section';

// React's act() needs this flag outside a test renderer.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | undefined;
let host: HTMLElement | undefined;
afterEach(() => {
  act(() => root?.unmount());
  host?.remove();
});

describe('folded chart items', () => {
  it('renders a long history (stopped medicines) only once opened, so it does not cost the chart its first paint', async () => {
    host = document.createElement('div');
    document.body.appendChild(host);
    root = createRoot(host);
    act(() => {
      root!.render(
        <ChakraProvider value={defaultSystem}>
          <CollapsedItems label="Stopped" count={45}>
            {Array.from({ length: 45 }, (_, i) => <p key={i} data-testid="stopped">Benchmed {i}</p>)}
          </CollapsedItems>
        </ChakraProvider>,
      );
    });
    expect(host.querySelectorAll('[data-testid=stopped]')).toHaveLength(0);
    await act(async () => {
      host!.querySelector('button')!.click();
      await new Promise((r) => setTimeout(r, 50));
    });
    expect(host.querySelectorAll('[data-testid=stopped]')).toHaveLength(45);
  });
});

import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render-with-providers';
import { CollapsedItems } from './chart-section';

describe('folded chart items', () => {
  it('renders a long history (stopped medicines) only once opened, so it does not cost the chart its first paint', async () => {
    const host = renderWithProviders(
      <CollapsedItems label="Stopped" count={45}>
        {Array.from({ length: 45 }, (_, i) => <p key={i} data-testid="stopped">Benchmed {i}</p>)}
      </CollapsedItems>,
    );
    expect(host.querySelectorAll('[data-testid=stopped]')).toHaveLength(0);
    await act(async () => {
      host.querySelector('button')!.click();
      await new Promise((r) => setTimeout(r, 50));
    });
    expect(host.querySelectorAll('[data-testid=stopped]')).toHaveLength(45);
  });
});

import IconButton from '@mui/material/IconButton';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render';
import { LazyTooltip } from './lazy-tooltip';

function renderButton() {
  renderWithProviders(
    <LazyTooltip title="Notifications">
      <IconButton aria-label="Notifications, 2 unread">!</IconButton>
    </LazyTooltip>,
  );
  return screen.getByRole('button', { name: 'Notifications, 2 unread' });
}

describe('LazyTooltip', () => {
  it('opens the tooltip for a mouse that comes to rest on the button, and closes it when it leaves', async () => {
    const button = renderButton();
    expect(screen.queryByRole('tooltip')).toBeNull();
    fireEvent.pointerEnter(button, { pointerType: 'mouse' });
    expect((await screen.findByRole('tooltip')).textContent).toBe('Notifications');
    fireEvent.mouseLeave(screen.getByRole('button', { name: 'Notifications, 2 unread' }));
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
  });

  it('opens nothing for a touch, and keeps the button working', async () => {
    const button = renderButton();
    fireEvent.pointerEnter(button, { pointerType: 'touch' });
    fireEvent.touchStart(button);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('tooltip')).toBeNull();
    expect(screen.getByRole('button', { name: 'Notifications, 2 unread' })).toBeTruthy();
  });
});

import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { useScreen } from '../test/fixtures';
import { OrderProgressStepper } from './order-progress-stepper';

function steps() {
  return screen.getAllByTestId('tracker-step');
}

/** A step's label (its icon draws the step number as text too). */
function label(step: HTMLElement): string | null | undefined {
  return step.querySelector('.MuiStepLabel-label')?.textContent;
}

function currentStep() {
  return steps().filter((s) => s.getAttribute('aria-current') === 'step');
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('OrderProgressStepper', () => {
  it('lists Assigned, In Process, Completed, Delivered and marks the current one', () => {
    useScreen('wide');
    renderWithProviders(<OrderProgressStepper status="In Process" />);
    expect(steps().map(label)).toEqual(['Assigned', 'In Process', 'Completed', 'Delivered']);
    expect(currentStep().map(label)).toEqual(['In Process']);
    expect(steps()[0]!.className).toContain('Mui-completed');
    expect(steps()[2]!.className).not.toContain('Mui-completed');
  });

  it('lies across on wide screens and down on phones', () => {
    useScreen('wide');
    const { unmount } = renderWithProviders(<OrderProgressStepper status="Assigned" />);
    expect(screen.getByTestId('order-progress').getAttribute('data-orientation')).toBe(
      'horizontal',
    );
    expect(screen.getByTestId('order-progress').className).toContain('MuiStepper-horizontal');
    unmount();

    useScreen('phone');
    renderWithProviders(<OrderProgressStepper status="Assigned" />);
    expect(screen.getByTestId('order-progress').className).toContain('MuiStepper-vertical');
  });

  it('compares the status without case', () => {
    useScreen('wide');
    renderWithProviders(<OrderProgressStepper status="completed" />);
    expect(currentStep().map(label)).toEqual(['Completed']);
  });

  it('shows Delivered with every step done', () => {
    useScreen('wide');
    renderWithProviders(<OrderProgressStepper status="Delivered" />);
    expect(currentStep().map(label)).toEqual(['Delivered']);
    expect(steps().every((s) => s.className.includes('Mui-completed'))).toBe(true);
    expect(screen.getByTestId('tracker-note').textContent).toBe(
      'Your order has been delivered. Thank you!',
    );
  });

  it('shows Pending before the first step', () => {
    useScreen('wide');
    renderWithProviders(<OrderProgressStepper status="Pending" />);
    expect(currentStep()).toEqual([]);
    expect(steps().some((s) => s.className.includes('Mui-completed'))).toBe(false);
    expect(screen.getByTestId('tracker-note').textContent).toContain(
      'Your order has been received.',
    );
  });

  it('shows Delayed as a warning on In Process', () => {
    useScreen('phone');
    renderWithProviders(<OrderProgressStepper status="Delayed" />);
    const current = currentStep();
    expect(current).toHaveLength(1);
    expect(within(current[0]!).getByText('In Process')).toBeTruthy();
    expect(within(current[0]!).getByText('Delayed')).toBeTruthy();
    expect(screen.getByTestId('tracker-note').textContent).toContain('Your order is delayed.');
  });
});

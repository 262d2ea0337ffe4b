import { describe, expect, it } from 'vitest';
import { trackerSteps, trackerView } from './tracker-view';

describe('trackerView', () => {
  it.each([
    ['Assigned', 0],
    ['In Process', 1],
    ['Completed', 2],
    ['Delivered', 3],
  ])('makes %s step %i active', (status, step) => {
    expect(trackerView(status).activeStep).toBe(step);
  });

  it.each([
    ['assigned', 0],
    ['IN PROCESS', 1],
    ['in process', 1],
    ['completed', 2],
    ['delivered', 3],
    ['deliverd', 3],
    ['  Deliverd ', 3],
  ])('compares %s without case (and knows the data spelling deliverd)', (status, step) => {
    expect(trackerView(status).activeStep).toBe(step);
  });

  it('finishes every step at Delivered, and only there', () => {
    expect(trackerView('Delivered')).toEqual({
      activeStep: 3,
      delayedStep: null,
      finished: true,
      note: 'delivered',
    });
    for (const status of ['Assigned', 'In Process', 'Completed'])
      expect(trackerView(status)).toEqual({
        activeStep: ['Assigned', 'In Process', 'Completed'].indexOf(status),
        delayedStep: null,
        finished: false,
        note: null,
      });
  });

  it('puts Pending before the first step', () => {
    expect(trackerView('Pending')).toEqual({
      activeStep: -1,
      delayedStep: null,
      finished: false,
      note: 'pending',
    });
  });

  it('shows Delayed as a warning on In Process', () => {
    expect(trackerView('delayed')).toEqual({
      activeStep: 1,
      delayedStep: 1,
      finished: false,
      note: 'delayed',
    });
  });

  it('leaves every step open for a cancelled order', () => {
    expect(trackerView('Cancelled')).toMatchObject({ activeStep: -1, note: 'cancelled' });
  });

  it('shows no step for a status it does not know', () => {
    expect(trackerView('Lost')).toEqual({
      activeStep: -1,
      delayedStep: null,
      finished: false,
      note: null,
    });
  });
});

describe('trackerSteps', () => {
  it('leaves out the steps behind the current one that the order skipped', () => {
    expect(trackerSteps('Completed', ['Pending', 'Completed'])).toEqual([2, 3]);
    expect(trackerSteps('Completed', ['Pending', 'Assigned', 'Completed'])).toEqual([0, 2, 3]);
    expect(trackerSteps('Delivered', ['Pending', 'Completed', 'Delivered'])).toEqual([2, 3]);
  });

  it('counts Delayed as In Process, and keeps every step ahead', () => {
    expect(trackerSteps('Completed', ['Pending', 'Delayed', 'Completed'])).toEqual([1, 2, 3]);
    expect(trackerSteps('Delayed', ['Pending', 'Delayed'])).toEqual([1, 2, 3]);
    expect(trackerSteps('Pending', ['Pending'])).toEqual([0, 1, 2, 3]);
    expect(trackerSteps('Cancelled', ['Pending', 'Cancelled'])).toEqual([0, 1, 2, 3]);
  });
});

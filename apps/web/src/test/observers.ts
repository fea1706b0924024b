import { vi } from 'vitest';

/**
 * Stubs IntersectionObserver (undone by `vi.unstubAllGlobals()`) and returns what a test calls,
 * inside `act`, to tell the last observer created that its target came into view (`true`) or left it.
 */
export function stubIntersectionObserver(): (visible: boolean) => void {
  let trigger: (visible: boolean) => void = () => {};
  class FakeObserver {
    constructor(cb: IntersectionObserverCallback) {
      trigger = (visible) => cb([{ isIntersecting: visible } as IntersectionObserverEntry], this as unknown as IntersectionObserver);
    }
    observe() {}
    disconnect() {}
    unobserve() {}
  }
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  return (visible) => trigger(visible);
}

import { act, fireEvent, render, screen } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { deferredModule } from './deferred';

/*
 * The test setup preloads the deferred Radix code so screens render synchronously; these tests
 * import fresh copies of the components to cover the moments before that code has arrived.
 */
async function fresh<T>(path: string): Promise<T> {
  vi.resetModules();
  return (await import(/* @vite-ignore */ path)) as T;
}

describe('deferredModule', () => {
  it('loads once, exposes the module synchronously afterwards and retries after a failure', async () => {
    const importer = vi
      .fn<() => Promise<{ value: number }>>()
      .mockRejectedValueOnce(new Error('offline'));
    importer.mockResolvedValue({ value: 7 });
    const module = deferredModule(importer);
    expect(module.get()).toBeNull();
    await expect(module.load()).rejects.toThrow('offline');
    await expect(module.load()).resolves.toEqual({ value: 7 });
    await module.load();
    expect(importer).toHaveBeenCalledTimes(2);
    expect(module.get()).toEqual({ value: 7 });
  });

  it('re-renders users when the module arrives', async () => {
    let resolve: (m: { text: string }) => void = () => {};
    const module = deferredModule(() => new Promise<{ text: string }>((r) => (resolve = r)));
    function Show() {
      const loaded = module.useModule();
      return <p>{loaded ? loaded.text : 'bekleniyor'}</p>;
    }
    render(<Show />);
    expect(screen.getByText('bekleniyor')).toBeInTheDocument();
    void module.load();
    await act(async () => resolve({ text: 'geldi' }));
    expect(screen.getByText('geldi')).toBeInTheDocument();
  });
});

describe('components before their Radix code has loaded', () => {
  it('a menu pressed before its code arrives opens once it does', async () => {
    const menu = await fresh<typeof import('../components/DropdownMenu')>(
      '../components/DropdownMenu',
    );
    render(
      <menu.DropdownMenu trigger={<button type="button">Seçenekler</button>}>
        <menu.DropdownMenuItem>Birinci</menu.DropdownMenuItem>
      </menu.DropdownMenu>,
    );
    const trigger = screen.getByRole('button', { name: 'Seçenekler' });
    expect(trigger).toHaveAttribute('aria-haspopup', 'menu');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    trigger.focus();
    fireEvent.keyDown(trigger, { key: 'Enter' });
    expect(await screen.findByRole('menuitem', { name: 'Birinci' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Seçenekler' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });

  it('a controlled menu pressed early asks its owner to open it, once', async () => {
    const menu = await fresh<typeof import('../components/DropdownMenu')>(
      '../components/DropdownMenu',
    );
    const changes: boolean[] = [];
    function Owner() {
      const [open, setOpen] = useState(false);
      return (
        <menu.DropdownMenu
          open={open}
          onOpenChange={(next) => {
            changes.push(next);
            setOpen(next);
          }}
          trigger={<button type="button">Menü</button>}
        >
          <menu.DropdownMenuItem>Tek</menu.DropdownMenuItem>
        </menu.DropdownMenu>
      );
    }
    render(<Owner />);
    fireEvent.pointerDown(screen.getByRole('button', { name: 'Menü' }), { button: 0 });
    expect(await screen.findByRole('menuitem', { name: 'Tek' })).toBeInTheDocument();
    expect(changes).toEqual([true]);
  });

  it('a closed dialog renders nothing until opened, then opens once its code arrives', async () => {
    const dialog = await fresh<typeof import('../components/Dialog')>('../components/Dialog');
    function Owner() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            Aç
          </button>
          <dialog.Dialog open={open} onOpenChange={setOpen} title="Emin misiniz?">
            içerik
          </dialog.Dialog>
        </>
      );
    }
    render(<Owner />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Aç' }));
    expect(await screen.findByRole('dialog', { name: 'Emin misiniz?' })).toBeInTheDocument();
  });

  it('a toast requested before its code arrives is shown when it does', async () => {
    const toast = await fresh<typeof import('../components/Toast')>('../components/Toast');
    function Trigger() {
      const { toast: show } = toast.useToast();
      useEffect(() => show({ title: 'Kaydedildi', tone: 'success' }), [show]);
      return null;
    }
    render(
      <toast.ToastProvider>
        <Trigger />
      </toast.ToastProvider>,
    );
    expect(await screen.findByText('Kaydedildi')).toBeInTheDocument();
  });
});

describe('whenIdle', () => {
  it('runs the tasks asked for one per idle period, in order, and skips a cancelled one', async () => {
    const { whenIdle } = await fresh<typeof import('./deferred')>('./deferred');
    const idle: IdleRequestCallback[] = [];
    const before = window.requestIdleCallback;
    window.requestIdleCallback = (callback: IdleRequestCallback) => idle.push(callback);
    try {
      const ran: string[] = [];
      whenIdle(() => ran.push('menü'));
      const cancel = whenIdle(() => ran.push('bildirim'));
      whenIdle(() => ran.push('yorumlar'));
      cancel();
      expect(idle).toHaveLength(1);
      const deadline = { didTimeout: false, timeRemaining: () => 50 };
      idle.shift()!(deadline);
      expect(ran).toEqual(['menü']);
      expect(idle).toHaveLength(1);
      idle.shift()!(deadline);
      expect(ran).toEqual(['menü', 'yorumlar']);
      expect(idle).toHaveLength(0);
    } finally {
      window.requestIdleCallback = before;
    }
  });
});

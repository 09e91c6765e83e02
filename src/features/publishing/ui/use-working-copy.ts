'use client';

// The editor's side of drafts (decision 085): autosave a few seconds after typing stops, manual
// saves (versions), publish and unpublish, and the conflict when someone else saved meanwhile.
// One request at a time, in order; the revision each answer brings is the base of the next.
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { toast } from '@/components/ui/toast';
import { callAction } from '@/features/admin/crud/call-action';
import type { ActionResult } from '@/server/auth/guarded';
import { publishRecord, saveWorkingCopy, unpublishRecord } from '../actions';
import type { SaveAnswer } from '../save';
import type { Collection } from '../types';
import type { Conflict, DraftState } from '../workflow';

export const AUTOSAVE_DELAY_MS = 2_500;
const RETRY_MS = 10_000;
/** A keepalive request may carry at most 64 KiB: a bigger draft relies on the autosave before it. */
const KEEPALIVE_MAX_BYTES = 60_000;

export type PublishingStatus = { isPublished: boolean; hasDraft: boolean };
export type SaveState = 'saved' | 'pending' | 'saving' | 'failed' | 'conflict';
export type SaveResult = { ok: true } | { ok: false; error: string; conflict?: boolean };

type Options = {
  collection: Collection;
  /** Undefined until the record exists (a new page is created by its first save). */
  id: string | undefined;
  doc: Record<string, unknown>;
  initial: DraftState & PublishingStatus;
  /** A refused manual save or publish: its problems, for the fields. */
  onRefused: (result: Extract<ActionResult, { ok: false }>) => void;
  /** After anything that changes the history (a version, a publish). */
  onHistoryChanged: () => void;
  /** The toast of a manual save: the spec's words for the collection ('Page Saved'). */
  savedMessage: string;
};

export function useWorkingCopy({ collection, id, doc, initial, onRefused, onHistoryChanged, savedMessage }: Options) {
  const json = JSON.stringify(doc);
  const [savedJson, setSavedJson] = useState(json);
  const [status, setStatus] = useState<PublishingStatus>({ isPublished: initial.isPublished, hasDraft: initial.hasDraft });
  const [lastSaved, setLastSaved] = useState<{ at: string; byName: string | null } | null>(
    initial.revision > 0 ? { at: initial.savedAt, byName: initial.savedByName } : null,
  );
  const [state, setState] = useState<SaveState>('saved');
  const [conflict, setConflict] = useState<Conflict | null>(null);
  const [busy, setBusy] = useState(false);
  const revision = useRef(initial.revision);
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  // What the callbacks read when they run (a save answers after later keystrokes).
  const latest = useRef({ json, savedJson, conflict });
  const refs = useRef({ onRefused, onHistoryChanged });
  useLayoutEffect(() => {
    latest.current = { json, savedJson, conflict };
    refs.current = { onRefused, onHistoryChanged };
  });
  const saveRef = useRef<(manual: boolean) => Promise<SaveResult>>(async () => ({ ok: false, error: '' }));

  const dirty = json !== savedJson;
  // Changes not sent yet: the autosave is waiting for typing to stop.
  const shownState: SaveState = state === 'saved' && dirty ? 'pending' : state;

  /** Applies an answer: the new revision, or the conflict. True when saved. */
  const accept = useCallback((answer: SaveAnswer, sent: string): boolean => {
    if (answer.kind === 'conflict') {
      setConflict(answer.conflict);
      setState('conflict');
      refs.current.onHistoryChanged();
      return false;
    }
    revision.current = answer.state.revision;
    setSavedJson(sent);
    setLastSaved({ at: answer.state.savedAt, byName: answer.state.savedByName });
    setState('saved');
    return true;
  }, []);

  /** Saves what the editor holds now (queued behind any request in flight). */
  const save = useCallback(
    (manual: boolean, options: { note?: string; baseRevision?: number } = {}) => {
      if (!id) return Promise.resolve<SaveResult>({ ok: false, error: 'Create it first: a new record has no draft yet.' });
      const run = async (): Promise<SaveResult> => {
        const sent = latest.current.json;
        if (!manual && sent === latest.current.savedJson && options.baseRevision === undefined) return { ok: true };
        setState('saving');
        const result = (await callAction(saveWorkingCopy, {
          collection,
          id,
          baseRevision: options.baseRevision ?? revision.current,
          data: JSON.parse(sent),
          manual,
          note: options.note,
        })) as ActionResult<SaveAnswer>;
        if (!result.ok) {
          if (manual) {
            // A refused version: its problems go beside their fields; the autosave keeps the draft.
            setState('saved');
            refs.current.onRefused(result);
          } else {
            // An autosave that failed (the network, a restart) tries again by itself.
            setState('failed');
            window.setTimeout(() => void saveRef.current(false), RETRY_MS);
          }
          return { ok: false, error: result.error };
        }
        const saved = accept(result.data!, sent);
        if (saved) {
          setStatus((current) => ({ ...current, hasDraft: true }));
          if (manual) {
            const version = result.data!.kind === 'saved' ? result.data!.version : undefined;
            toast.success(savedMessage, { description: version ? `Version ${version} in the history; visitors see it once published.` : undefined });
            refs.current.onHistoryChanged();
          }
        }
        return saved ? { ok: true } : { ok: false, error: 'Someone else saved first.', conflict: true };
      };
      const next = queue.current.then(run, run);
      queue.current = next;
      return next;
    },
    [accept, collection, id, savedMessage],
  );

  useEffect(() => {
    saveRef.current = save;
  }, [save]);

  // Autosave: a few seconds after the last change, unless a conflict waits for the editor's choice.
  useEffect(() => {
    if (!id || !dirty || conflict) return;
    const timer = window.setTimeout(() => void save(false), AUTOSAVE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [id, dirty, conflict, json, save]);

  // The tab closes or hides before the autosave ran: the draft goes in a request that outlives the page.
  useEffect(() => {
    if (!id) return;
    const flush = () => {
      const { json: current, savedJson: saved, conflict: open } = latest.current;
      if (current === saved || open || document.visibilityState !== 'hidden') return;
      const body = JSON.stringify({ collection, id, baseRevision: revision.current, data: JSON.parse(current), manual: false });
      if (body.length > KEEPALIVE_MAX_BYTES) return;
      void fetch('/api/admin/drafts', { method: 'POST', keepalive: true, headers: { 'content-type': 'application/json' }, body })
        .then((response) => response.json() as Promise<ActionResult<SaveAnswer>>)
        .then((result) => {
          if (result.ok && result.data) accept(result.data, current);
        })
        .catch(() => {});
    };
    document.addEventListener('visibilitychange', flush);
    window.addEventListener('pagehide', flush);
    return () => {
      document.removeEventListener('visibilitychange', flush);
      window.removeEventListener('pagehide', flush);
    };
  }, [accept, collection, id]);

  const publish = useCallback(
    async (note?: string) => {
      if (!id) return false;
      setBusy(true);
      try {
        await queue.current;
        const sent = latest.current.json;
        const result = (await callAction(publishRecord, {
          collection,
          id,
          baseRevision: revision.current,
          data: JSON.parse(sent),
          note,
        })) as ActionResult<SaveAnswer>;
        if (!result.ok) {
          refs.current.onRefused(result);
          toast.error('Not published.', { description: result.error });
          return false;
        }
        if (!accept(result.data!, sent)) return false;
        setStatus({ isPublished: true, hasDraft: false });
        toast.success('Published: visitors see it now');
        refs.current.onHistoryChanged();
        return true;
      } finally {
        setBusy(false);
      }
    },
    [accept, collection, id],
  );

  const unpublish = useCallback(async () => {
    if (!id) return;
    setBusy(true);
    try {
      const result = await callAction(unpublishRecord, { collection, id });
      if (!result.ok) return void toast.error('Not unpublished.', { description: result.error });
      setStatus((current) => ({ ...current, isPublished: false }));
      toast.success(result.message ?? 'Unpublished');
    } finally {
      setBusy(false);
    }
  }, [collection, id]);

  /** Keeps the editor's copy: saved over the revision the conflict named (theirs stays a version). */
  const keepMine = useCallback(async () => {
    const base = latest.current.conflict?.revision;
    if (base === undefined) return;
    setConflict(null);
    await save(false, { baseRevision: base });
  }, [save]);

  return { dirty, state: shownState, status, lastSaved, conflict, busy, save, publish, unpublish, keepMine };
}

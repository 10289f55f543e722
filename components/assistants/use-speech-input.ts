"use client";

import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from "react";

// Dictation through the browser's speech recognition (Chrome, Edge and Safari call it
// webkitSpeechRecognition). Not in TypeScript's DOM library: the part used here is typed below.

type RecognitionResult = { isFinal: boolean; 0: { transcript: string } };
type RecognitionEvent = { resultIndex: number; results: { length: number; [index: number]: RecognitionResult } };

export type Recognition = {
  lang: string;
  continuous: boolean;
  interimResults: boolean;
  onresult: ((event: RecognitionEvent) => void) | null;
  onerror: ((event: { error: string }) => void) | null;
  onend: (() => void) | null;
  start: () => void;
  stop: () => void;
  abort: () => void;
};
type RecognitionConstructor = new () => Recognition;

/** The browser's speech recognition, or null where there is none. */
export function speechRecognitionOf(scope: unknown): RecognitionConstructor | null {
  const found = scope as { SpeechRecognition?: RecognitionConstructor; webkitSpeechRecognition?: RecognitionConstructor } | undefined;
  return found?.SpeechRecognition ?? found?.webkitSpeechRecognition ?? null;
}

/** The finished phrases of a result event, joined. */
export function finalTranscript(event: RecognitionEvent): string {
  const parts: string[] = [];
  for (let index = event.resultIndex; index < event.results.length; index++) {
    const result = event.results[index]!;
    if (result.isFinal) parts.push(result[0].transcript.trim());
  }
  return parts.filter(Boolean).join(" ");
}

export type SpeechProblem = "denied" | "noSpeech" | "failed";

const noSubscription = () => () => undefined;

/**
 * Listens in `lang` and hands each finished phrase to `onText`. `supported` is false until the
 * page runs in a browser that has speech recognition.
 */
export function useSpeechInput({ lang, onText }: { lang: string; onText: (text: string) => void }) {
  // False on the server and while hydrating: the button appears once the browser says it can listen.
  const supported = useSyncExternalStore(
    noSubscription,
    () => speechRecognitionOf(window) !== null,
    () => false,
  );
  const [listening, setListening] = useState(false);
  const [problem, setProblem] = useState<SpeechProblem | null>(null);
  const recognition = useRef<Recognition | null>(null);
  const handler = useRef(onText);

  useEffect(() => {
    handler.current = onText;
  }, [onText]);

  useEffect(() => () => recognition.current?.abort(), []);

  const stop = useCallback(() => recognition.current?.stop(), []);

  const start = useCallback(() => {
    const Constructor = speechRecognitionOf(window);
    if (!Constructor || recognition.current) return;
    const listener = new Constructor();
    listener.lang = lang;
    listener.continuous = true;
    listener.interimResults = false;
    listener.onresult = (event) => {
      const text = finalTranscript(event);
      if (text) handler.current(text);
    };
    listener.onerror = (event) => {
      if (event.error === "aborted") return;
      setProblem(event.error === "not-allowed" || event.error === "service-not-allowed" ? "denied" : event.error === "no-speech" ? "noSpeech" : "failed");
    };
    listener.onend = () => {
      recognition.current = null;
      setListening(false);
    };
    recognition.current = listener;
    setProblem(null);
    try {
      listener.start();
      setListening(true);
    } catch {
      recognition.current = null;
      setProblem("failed");
    }
  }, [lang]);

  return { supported, listening, problem, start, stop };
}

"use client";

import { useEffect, useReducer, useRef } from "react";
import { draftAnswer } from "@/lib/api/aiwriter";
import { askedQuestion, draftReducer, draftStateFor, IDLE_DRAFT, type DraftState } from "./answer-draft";

export type AnswerDraftOptions = {
  /** The question as the form asks it. */
  question: string;
  /** The application the answer is for: the aiwriter writes it for that job. */
  applicationId?: string;
  /** The field's limit in characters: the draft is cut at a sentence to fit. */
  maxLength?: number;
  /** The field's text now: put back when the user undoes the draft. */
  value: string;
  /** Puts text in the field: the draft, or the text it replaced. */
  onText: (text: string) => void;
};

export type AnswerDraft = {
  state: DraftState;
  /** False until there is a question to answer. */
  canDraft: boolean;
  /** Asks for a draft (again, after a failure); nothing while one is on its way. */
  draft: () => void;
  /** Puts back the text the draft replaced. */
  undo: () => void;
};

/**
 * "Draft from my CV" for one field: asks the aiwriter, fills the field with the answer (never sends
 * it), and keeps what to show under the field. A request for a question since changed is stopped.
 */
export function useAnswerDraft({ question, applicationId, maxLength, value, onText }: AnswerDraftOptions): AnswerDraft {
  const [stored, dispatch] = useReducer(draftReducer, IDLE_DRAFT);
  const inFlight = useRef<AbortController | null>(null);
  const requests = useRef(0);
  const asked = askedQuestion(question);
  const state = draftStateFor(stored, asked);

  // A new question (or leaving the page) stops the request for the old one.
  useEffect(
    () => () => {
      inFlight.current?.abort();
      inFlight.current = null;
    },
    [asked],
  );

  const draft = () => {
    if (!asked || state.status === "busy") return;
    const controller = new AbortController();
    inFlight.current = controller;
    const request = ++requests.current;
    const previous = value;
    dispatch({ type: "start", question: asked, request });
    draftAnswer({ question: asked, application_id: applicationId, max_length: maxLength }, controller.signal).then(
      ({ data }) => {
        if (controller.signal.aborted) return dispatch({ type: "stopped", request });
        inFlight.current = null;
        dispatch({ type: "result", request, result: data, previous });
        if (data.status === "answered") onText(data.answer);
      },
      (error: unknown) => {
        if (controller.signal.aborted) return dispatch({ type: "stopped", request });
        inFlight.current = null;
        dispatch({ type: "error", request, error, at: Date.now() });
      },
    );
  };

  const undo = () => {
    if (state.status !== "drafted") return;
    onText(state.previous);
    dispatch({ type: "reset" });
  };

  return { state, canDraft: asked.length > 0, draft, undo };
}

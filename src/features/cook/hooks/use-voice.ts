import { useCallback, useEffect, useRef, useState } from 'react';
import { COOK_TEXTS } from '#src/features/cook/texts';
import { parseVoiceCommand, type VoiceCommand } from '#src/features/cook/model/voice';

interface RecognitionResultEvent {
  resultIndex: number;
  results: ArrayLike<{ isFinal: boolean; 0: { transcript: string } }>;
}

interface Recognition {
  continuous: boolean;
  interimResults: boolean;
  lang: string;
  onresult: ((event: RecognitionResultEvent) => void) | null;
  onerror: ((event: { error: string }) => void) | null;
  onend: (() => void) | null;
  start: () => void;
  stop: () => void;
  abort: () => void;
}

type RecognitionCtor = new () => Recognition;

const recognitionCtor = (): RecognitionCtor | undefined => {
  if (typeof window === 'undefined') return undefined;
  const w = window as unknown as {
    SpeechRecognition?: RecognitionCtor;
    webkitSpeechRecognition?: RecognitionCtor;
  };
  return w.SpeechRecognition ?? w.webkitSpeechRecognition;
};

/** Reads text aloud with the browser's speech synthesis; `supported` is false where there is none. */
export function useReadAloud() {
  const supported = typeof window !== 'undefined' && 'speechSynthesis' in window;
  const [speaking, setSpeaking] = useState(false);

  const stop = useCallback(() => {
    if (!supported) return;
    window.speechSynthesis.cancel();
    setSpeaking(false);
  }, [supported]);

  const speak = useCallback(
    (text: string) => {
      if (!supported) return;
      window.speechSynthesis.cancel();
      const utterance = new SpeechSynthesisUtterance(text);
      utterance.lang = 'en-US';
      utterance.onend = () => setSpeaking(false);
      utterance.onerror = () => setSpeaking(false);
      setSpeaking(true);
      window.speechSynthesis.speak(utterance);
    },
    [supported],
  );

  useEffect(() => stop, [stop]);

  return { supported, speaking, speak, stop };
}

/**
 * Hands-free commands through speech recognition where the browser has it ("next", "back",
 * "repeat", "start timer", "pause timer"). Keeps listening until stopped: browsers end a session
 * after a silence, so it restarts itself while wanted.
 */
export function useVoiceCommands(onCommand: (command: VoiceCommand) => void) {
  const Ctor = recognitionCtor();
  const [listening, setListening] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const recognition = useRef<Recognition | null>(null);
  const wanted = useRef(false);
  const handler = useRef(onCommand);

  useEffect(() => {
    handler.current = onCommand;
  }, [onCommand]);

  const stop = useCallback(() => {
    wanted.current = false;
    recognition.current?.abort();
    recognition.current = null;
    setListening(false);
  }, []);

  const start = useCallback(() => {
    if (!Ctor || recognition.current) return;
    const rec = new Ctor();
    rec.continuous = true;
    rec.interimResults = false;
    rec.lang = 'en-US';
    rec.onresult = (event) => {
      for (let i = event.resultIndex; i < event.results.length; i++) {
        const result = event.results[i];
        if (!result?.isFinal) continue;
        const command = parseVoiceCommand(result[0].transcript);
        if (command) handler.current(command);
      }
    };
    rec.onerror = (event) => {
      if (event.error === 'not-allowed' || event.error === 'service-not-allowed') {
        setError(COOK_TEXTS.speech.denied);
        wanted.current = false;
      }
    };
    rec.onend = () => {
      if (wanted.current) {
        try {
          rec.start();
          return;
        } catch {
          /* fall through: give up listening */
        }
      }
      recognition.current = null;
      setListening(false);
    };
    wanted.current = true;
    recognition.current = rec;
    setError(null);
    try {
      rec.start();
      setListening(true);
    } catch {
      recognition.current = null;
      wanted.current = false;
      setError(COOK_TEXTS.speech.failed);
    }
  }, [Ctor]);

  useEffect(() => stop, [stop]);

  return { supported: Boolean(Ctor), listening, error, start, stop };
}

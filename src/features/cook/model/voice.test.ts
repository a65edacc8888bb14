import { describe, expect, it } from 'vitest';
import { parseVoiceCommand, stepSpeech } from './voice';

describe('parseVoiceCommand', () => {
  it('understands next, back, repeat, start timer and pause timer in a phrase', () => {
    expect(parseVoiceCommand('Next')).toBe('next');
    expect(parseVoiceCommand('next step please')).toBe('next');
    expect(parseVoiceCommand('go back')).toBe('back');
    expect(parseVoiceCommand('Previous.')).toBe('back');
    expect(parseVoiceCommand('repeat that')).toBe('repeat');
    expect(parseVoiceCommand('Start timer')).toBe('start-timer');
    expect(parseVoiceCommand('start the timer')).toBe('start-timer');
    expect(parseVoiceCommand('pause timer')).toBe('pause-timer');
    expect(parseVoiceCommand('stop the timer')).toBe('pause-timer');
  });

  it('understands the German words too', () => {
    expect(parseVoiceCommand('Weiter')).toBe('next');
    expect(parseVoiceCommand('weiter bitte')).toBe('next');
    expect(parseVoiceCommand('Zurück!')).toBe('back');
    expect(parseVoiceCommand('nochmal')).toBe('repeat');
    expect(parseVoiceCommand('Timer starten')).toBe('start-timer');
    expect(parseVoiceCommand('Timer anhalten')).toBe('pause-timer');
    expect(parseVoiceCommand('weitermachen')).toBeNull();
  });

  it('ignores anything else', () => {
    expect(parseVoiceCommand('')).toBeNull();
    expect(parseVoiceCommand('how much salt')).toBeNull();
    expect(parseVoiceCommand('backyard')).toBeNull();
  });
});

describe('stepSpeech', () => {
  it('reads the step number, heading, description and timer', () => {
    expect(stepSpeech(0, 'Simmer', 'Simmer gently.', 600)).toBe(
      'Step 1. Simmer. Simmer gently. This step has a timer of 10 minutes.',
    );
    expect(stepSpeech(2, 'Serve', 'Plate it.', null)).toBe('Step 3. Serve. Plate it.');
    expect(stepSpeech(3, 'Rest', 'Let it rest.', 90)).toBe(
      'Step 4. Rest. Let it rest. This step has a timer of 1 minute 30 seconds.',
    );
    expect(stepSpeech(1, 'Sear', 'Sear it.', 45)).toBe(
      'Step 2. Sear. Sear it. This step has a timer of 45 seconds.',
    );
  });
});

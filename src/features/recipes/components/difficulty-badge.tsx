import { difficultyLabel, normalizeDifficulty, type DifficultyValue } from '#src/lib/format';

/** Difficulty colours: easy green, medium orange, hard dark orange (text on a light tint). */
export const DIFFICULTY_TEXT: Record<DifficultyValue, string> = {
  easy: 'text-easy',
  medium: 'text-medium',
  hard: 'text-hard',
};

const BADGE: Record<DifficultyValue, string> = {
  easy: 'bg-green-50 text-easy ring-green-600/30',
  medium: 'bg-orange-50 text-medium ring-orange-600/30',
  hard: 'bg-orange-100 text-hard ring-orange-800/30',
};

/** A recipe's difficulty as a small coloured pill; a missing value reads Medium. */
export function DifficultyBadge({
  difficulty,
  className = '',
}: {
  difficulty: string | null | undefined;
  className?: string;
}) {
  const value = normalizeDifficulty(difficulty);
  return (
    <span
      data-difficulty={value}
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${BADGE[value]} ${className}`}
    >
      {difficultyLabel(value)}
    </span>
  );
}

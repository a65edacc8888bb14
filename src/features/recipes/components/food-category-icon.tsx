import {
  Beef,
  Bone,
  CookingPot,
  Drumstick,
  Egg,
  Fish,
  Ham,
  Shrimp,
  Sprout,
  type LucideIcon,
} from 'lucide-react';

const ICONS: Record<string, LucideIcon> = {
  vegan: Sprout,
  vegetarian: Egg,
  beef: Beef,
  pork: Ham,
  chicken: Drumstick,
  lamb: Bone,
  fish: Fish,
  seafood: Shrimp,
  'mixed-meat': CookingPot,
};

/** The decorative icon of a food category (the label beside it carries the meaning). */
export function FoodCategoryIcon({
  category,
  className = 'h-4 w-4',
}: {
  category: string | null | undefined;
  className?: string;
}) {
  const Icon = (category && ICONS[category]) || CookingPot;
  return <Icon aria-hidden="true" className={className} />;
}

import { forwardRef, type ButtonHTMLAttributes } from 'react';

type Variant = 'primary' | 'secondary' | 'ghost' | 'danger';
type Size = 'md' | 'sm' | 'icon';

const VARIANTS: Record<Variant, string> = {
  primary: 'bg-brand-600 text-white hover:bg-brand-700 disabled:bg-brand-300',
  secondary:
    'border border-stone-300 bg-white text-ink hover:bg-stone-50 disabled:text-stone-400 disabled:bg-stone-50',
  ghost: 'text-ink hover:bg-stone-100 disabled:text-stone-400',
  danger: 'bg-danger text-white hover:bg-red-800 disabled:bg-red-300',
};

const SIZES: Record<Size, string> = {
  md: 'min-h-11 px-4 py-2 text-sm',
  sm: 'min-h-11 px-3 py-1.5 text-sm',
  icon: 'h-11 w-11 justify-center',
};

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: Variant;
  size?: Size;
}

/** The product's one button: 44px touch target, visible focus ring, disabled styling. */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant = 'primary', size = 'md', className = '', type = 'button', ...props },
  ref,
) {
  return (
    <button
      ref={ref}
      type={type}
      className={`inline-flex items-center gap-2 rounded-lg font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed ${VARIANTS[variant]} ${SIZES[size]} ${className}`}
      {...props}
    />
  );
});

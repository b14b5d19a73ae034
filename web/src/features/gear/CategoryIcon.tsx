// The drawing a product shows instead of a photo (the catalogue has no licensed images): the lucide icon its
// category names. Only the icons the categories use are bundled; an unknown name draws a parcel.
import {
  Aperture,
  Backpack,
  Binoculars,
  Camera,
  Cctv,
  type LucideIcon,
  Move3d,
  Package,
  Telescope,
  TentTree,
} from 'lucide-react';

const ICONS: Record<string, LucideIcon> = {
  Aperture,
  Backpack,
  Binoculars,
  Camera,
  Cctv,
  Move3d,
  Package,
  Telescope,
  TentTree,
};

export function CategoryIcon({ name, className }: { name: string; className?: string }) {
  const Icon = ICONS[name] ?? Package;
  return <Icon className={className} aria-hidden data-icon={name} />;
}

/** A product's picture: its image when it has one, else its category's icon on a soft tile. */
export function ProductVisual({
  imageUrl,
  icon,
  alt,
  size = 'md',
}: {
  imageUrl: string | null;
  icon: string;
  alt: string;
  size?: 'md' | 'lg';
}) {
  const box = size === 'lg' ? 'h-48' : 'h-32';
  if (imageUrl)
    return (
      <img src={imageUrl} alt={alt} loading="lazy" className={`${box} w-full rounded-xl object-contain`} />
    );
  return (
    <div className={`${box} grid w-full place-items-center rounded-xl bg-brand-50 text-brand-700`}>
      <CategoryIcon name={icon} className={size === 'lg' ? 'size-20' : 'size-12'} />
    </div>
  );
}

/** The title block at the top of About, Contact and Privacy. */
export function PageIntro({
  title,
  lead,
  children,
}: {
  title: string;
  lead: string;
  children?: React.ReactNode;
}) {
  return (
    <div className="bg-white">
      <div className="mx-auto max-w-4xl px-4 py-12 text-center sm:px-6 sm:py-16">
        <h1 className="text-4xl font-extrabold tracking-tight text-ink sm:text-5xl">{title}</h1>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-muted">{lead}</p>
        {children}
      </div>
    </div>
  );
}

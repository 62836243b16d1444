/** Who takes a call, as the visitor sees it: the host's small round photo (when they have one) and name. */
export function HostName({ name, photo }: { name: string; photo: string | null }) {
  return (
    <>
      {photo ? (
        <img src={photo} alt="" width={24} height={24} loading="lazy" className="mr-1 inline-block size-6 rounded-full object-cover align-middle" />
      ) : null}
      with {name}
    </>
  );
}

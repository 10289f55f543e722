/** "Berlin · Hybrid": the job's place and how remote it is, as far as the posting says. */
export function placeParts(job: { location: string | null; remote_type: string | null }): { location: string | null; remote: "remote" | "hybrid" | "onsite" | null } {
  const remote = job.remote_type === "remote" || job.remote_type === "hybrid" || job.remote_type === "onsite" ? job.remote_type : null;
  const location = job.location?.trim() || null;
  return { location, remote };
}

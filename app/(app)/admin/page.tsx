import { notFound } from "next/navigation";
import { AdminConsole } from "@/components/admin/admin-console";
import { pageMetadata, PageIntro } from "@/components/shell/page-header";
import { ADMIN_PATHS, type AdminUserPage } from "@/lib/api/admin";
import { serverGet } from "@/lib/backend/server";
import { ClientMessages } from "@/lib/i18n/client-messages";

export const generateMetadata = pageMetadata("admin");

/** Admins only: the backend checks the right in the database, and anyone else finds no such page. */
export default async function AdminPage() {
  const { status, body } = await serverGet<AdminUserPage>(ADMIN_PATHS.users);
  if (status === 401 || status === 403) notFound();
  return (
    <ClientMessages namespaces={["Admin", "Subscription.cancelFlow.reasons", "Support.somethingElse.topics"]}>
      <PageIntro page="admin" />
      <AdminConsole initialUsers={body} />
    </ClientMessages>
  );
}

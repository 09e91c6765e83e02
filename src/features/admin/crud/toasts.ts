// The spec's toasts for the CRUD screens ('Job created successfully', 'Failed to save job', ...).
import { toast } from '@/components/ui/toast';

const capitalized = (noun: string) => noun.charAt(0).toUpperCase() + noun.slice(1);

export const crudToast = {
  saved: (noun: string, created: boolean) => toast.success(`${capitalized(noun)} ${created ? 'created' : 'updated'} successfully`),
  deleted: (noun: string) => toast.success(`${capitalized(noun)} deleted successfully`),
  saveFailed: (noun: string, description?: string) => toast.error(`Failed to save ${noun}`, { description }),
  deleteFailed: (noun: string, description?: string) => toast.error(`Failed to delete ${noun}`, { description }),
  loadFailed: (plural: string) => toast.error(`Failed to load ${plural}`),
};

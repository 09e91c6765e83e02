// The icons of the admin navigation, by name: the navigation list stays serializable (it is
// passed to client components) and the components look the icon up here.
import { BriefcaseBusiness, ChartColumn, Calculator, Newspaper, ClipboardList, Files, FileText, Image as ImageIcon, Inbox, FolderKanban, Handshake, LayoutDashboard, Mail, Menu, PanelsTopLeft, ScrollText, SearchCheck, Settings, SquareUserRound, UsersRound, type LucideIcon } from 'lucide-react';

export const ADMIN_ICONS = {
  dashboard: LayoutDashboard,
  analytics: ChartColumn,
  users: UsersRound,
  audit: ScrollText,
  caseStudies: FolderKanban,
  jobs: BriefcaseBusiness,
  partners: Handshake,
  estimator: Calculator,
  content: FileText,
  pages: Files,
  posts: Newspaper,
  authors: SquareUserRound,
  navigation: Menu,
  sections: PanelsTopLeft,
  seo: SearchCheck,
  settings: Settings,
  media: ImageIcon,
  forms: ClipboardList,
  leads: Inbox,
  newsletter: Mail,
} satisfies Record<string, LucideIcon>;

export type AdminIconName = keyof typeof ADMIN_ICONS;

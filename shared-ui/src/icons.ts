/**
 * The site's icons: lucide's, re-exported by name so that a build keeps only those it imports.
 * Icons decorate: give them aria-hidden and let the text (or the button's aria-label) speak.
 */
export {
  ArrowLeft,
  Bell,
  Camera,
  Check,
  ChevronDown,
  ChevronLeft,
  ChevronRight,
  CircleAlert,
  CircleCheck,
  Coins,
  Crown,
  Eye,
  EyeOff,
  Gift,
  Heart,
  Info,
  Lock,
  LogOut,
  Mail,
  MapPin,
  Menu,
  MessageCircle,
  Search,
  Settings,
  SlidersHorizontal,
  Sparkles,
  Star,
  TriangleAlert,
  User,
  Users,
  X,
} from 'lucide-react';
export type { LucideIcon, LucideProps } from 'lucide-react';

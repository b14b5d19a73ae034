// What the client is told about members (the presenters on the server build these shapes).
import type { EmailPreferences } from './auth';

export interface PublicUser {
  id: number;
  username: string;
  profileImageUrl: string | null;
  subscriptionTier: string;
  bio: string | null;
  createdAt: string;
}

export interface CurrentUser extends PublicUser {
  email: string | null;
  preferredLanguage: string;
  isAdmin: boolean;
  onboardingCompleted: boolean;
  emailNotificationPreferences: EmailPreferences;
}

export interface LoginResponse {
  user: CurrentUser;
  isAdmin: boolean;
  adminSessionToken?: string;
}

export interface ApiErrorBody {
  message: string;
  errors?: { path: string; message: string }[];
}

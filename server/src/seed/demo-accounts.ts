import type { PlanId } from '@leerpunt/shared/plans';

export interface DemoAccount {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  plan: PlanId | null;
  isAdmin: boolean;
  /** Months since the subscription started (drives the monthly allowance). */
  monthsSubscribed: number;
  profession: string;
  secondaryProfession: string | null;
}

/** Demo accounts created on first start of the embedded database (listed in README). */
export const DEMO_ACCOUNTS: DemoAccount[] = [
  {
    email: 'admin@leerpunt.example',
    password: 'Admin-Leerpunt-2026',
    firstName: 'Ada',
    lastName: 'Admin',
    plan: 'professional',
    isAdmin: true,
    monthsSubscribed: 12,
    profession: 'Consultant',
    secondaryProfession: null,
  },
  {
    email: 'professional@leerpunt.example',
    password: 'Professional-2026',
    firstName: 'Pieter',
    lastName: 'de Vries',
    plan: 'professional',
    isAdmin: false,
    monthsSubscribed: 35,
    profession: 'Accountant',
    secondaryProfession: 'Tax Advisor',
  },
  {
    email: 'monthly@leerpunt.example',
    password: 'Monthly-Plan-2026',
    firstName: 'Maria',
    lastName: 'Jansen',
    plan: 'professionalMonthly',
    isAdmin: false,
    monthsSubscribed: 3,
    profession: 'Medical Doctor',
    secondaryProfession: 'Researcher',
  },
  {
    email: 'insights@leerpunt.example',
    password: 'Insights-Free-2026',
    firstName: 'Ines',
    lastName: 'Bakker',
    plan: 'professionalInsights',
    isAdmin: false,
    monthsSubscribed: 2,
    profession: 'Lawyer',
    secondaryProfession: null,
  },
  {
    email: 'inactive@leerpunt.example',
    password: 'No-Plan-Yet-2026',
    firstName: 'Ivo',
    lastName: 'Smit',
    plan: null,
    isAdmin: false,
    monthsSubscribed: 0,
    profession: 'Civil Engineer',
    secondaryProfession: null,
  },
];

export interface NavLink {
  to: string;
  label: string;
}

/** The Services dropdown, labels as the specification words them. */
export const serviceMenu: readonly NavLink[] = [
  { to: "/services/electrical-installations", label: "Electrical Installations" },
  { to: "/services/electrical-repairs", label: "Electrical Repairs" },
  { to: "/services/solar-panel-installation", label: "Solar Panel Installation" },
  { to: "/services/emergency-electrical-services", label: "Emergency Services" },
  { to: "/services/electrical-compliance-certificates", label: "COC Certificates" },
  { to: "/services", label: "View All Services" },
];

/** Header links either side of the Services dropdown. */
export const primaryNavBefore: readonly NavLink[] = [
  { to: "/", label: "Home" },
  { to: "/about", label: "About" },
];

export const primaryNavAfter: readonly NavLink[] = [
  { to: "/service-areas", label: "Service Areas" },
  { to: "/gallery", label: "Gallery" },
  { to: "/blog", label: "Blog" },
  { to: "/faq", label: "FAQ" },
];

export const contactLink: NavLink = { to: "/contact", label: "Contact" };

export const footerLinks: readonly NavLink[] = [
  { to: "/", label: "Home" },
  { to: "/services", label: "Services" },
  { to: "/gallery", label: "Our Work" },
  { to: "/contact", label: "Contact" },
  { to: "/privacy-policy", label: "Privacy Policy" },
];

-- Reference data the app's pickers offer. Countries and currencies are not here: they come from the
-- i18n-iso-countries and currency-codes packages and are synchronised on start (src/modules/reference).
INSERT INTO "industries" ("code", "name", "description", "sort_order") VALUES
  ('software', 'Software & SaaS', 'Software products and software-as-a-service subscriptions', 1),
  ('ecommerce', 'E-commerce & Retail', 'Online and physical stores, subscription boxes and memberships', 2),
  ('media', 'Media & Entertainment', 'Streaming, video, music and other content subscriptions', 3),
  ('publishing', 'Publishing & News', 'Newspapers, magazines, newsletters and paywalled content', 4),
  ('education', 'Education & E-learning', 'Courses, schools, tutoring and learning platforms', 5),
  ('healthcare', 'Healthcare & Wellness', 'Clinics, care plans, telehealth and wellness programmes', 6),
  ('fitness', 'Fitness & Sports', 'Gyms, studios, clubs and training programmes', 7),
  ('finance', 'Financial Services', 'Banking, insurance, payments and investment services', 8),
  ('professional-services', 'Professional Services', 'Consulting, agencies, legal and accounting firms', 9),
  ('telecommunications', 'Telecommunications', 'Mobile, internet, hosting and connectivity providers', 10),
  ('utilities', 'Energy & Utilities', 'Electricity, gas, water and other metered services', 11),
  ('transportation', 'Transportation & Logistics', 'Delivery, mobility, fleet and shipping services', 12),
  ('travel', 'Travel & Hospitality', 'Hotels, travel clubs, restaurants and event venues', 13),
  ('food-beverage', 'Food & Beverage', 'Meal kits, coffee, wine clubs and food delivery', 14),
  ('manufacturing', 'Manufacturing', 'Physical products sold with service or replenishment plans', 15),
  ('real-estate', 'Real Estate', 'Property management, co-working and rentals', 16),
  ('gaming', 'Gaming', 'Games, in-game subscriptions and gaming communities', 17),
  ('nonprofit', 'Non-profit', 'Charities, associations and recurring donations', 18),
  ('other', 'Other', 'Any other kind of business', 19);
--> statement-breakpoint
INSERT INTO "company_sizes" ("code", "name", "description", "min_employees", "max_employees", "sort_order") VALUES
  ('1', '1 employee', 'A sole trader or a founder on their own', 1, 1, 1),
  ('2-10', '2-10 employees', 'A small team', 2, 10, 2),
  ('11-50', '11-50 employees', 'A growing business', 11, 50, 3),
  ('51-200', '51-200 employees', 'A mid-sized business', 51, 200, 4),
  ('201-500', '201-500 employees', 'A large business', 201, 500, 5),
  ('501-1000', '501-1000 employees', 'A large business with several departments', 501, 1000, 6),
  ('1001-5000', '1001-5000 employees', 'An enterprise', 1001, 5000, 7),
  ('5001+', '5001+ employees', 'A large enterprise', 5001, NULL, 8);
--> statement-breakpoint
INSERT INTO "address_types" ("code", "name", "description", "is_active", "sort_order") VALUES
  ('billing', 'Billing', 'Where invoices are addressed', true, 1),
  ('shipping', 'Shipping', 'Where goods are delivered', true, 2),
  ('headquarters', 'Headquarters', 'The main office of the organization', true, 3),
  ('office', 'Branch Office', 'Another office of the organization', true, 4),
  ('mailing', 'Mailing', 'Where post is received', true, 5),
  ('legal', 'Registered Office', 'The legal address on company records', true, 6),
  ('warehouse', 'Warehouse', 'Where stock is kept', true, 7),
  ('home', 'Home', 'A private address; no longer offered for organizations', false, 8);

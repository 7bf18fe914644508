// Every table of the specification (spec 1 §3.1, §3.4; spec 3 §3) plus users, sessions, documents,
// dependents (api-gateway/taxpayer/add-dependent) and user_keys (the wrapped data key, ARCHITECTURE "Sensitive data").
import type { Knex } from 'knex';

const id = (knex: Knex, t: Knex.CreateTableBuilder) => t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
const timestamps = (knex: Knex, t: Knex.CreateTableBuilder) => {
  t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
};
const userRef = (t: Knex.CreateTableBuilder) => t.uuid('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
const returnRef = (t: Knex.CreateTableBuilder) =>
  t.uuid('tax_return_id').notNullable().references('id').inTable('tax_returns').onDelete('CASCADE');

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('users', (t) => {
    id(knex, t);
    t.text('email').notNullable().unique(); // stored trimmed and lowercased
    t.text('password_hash'); // null for an account that only signs in with Google
    t.text('google_sub').unique();
    timestamps(knex, t);
  });

  await knex.schema.createTable('user_roles', (t) => {
    t.uuid('user_id').primary().references('id').inTable('users').onDelete('CASCADE');
    t.text('role').notNullable().defaultTo('user');
    t.check(`role in ('user', 'admin')`);
  });

  await knex.schema.createTable('sessions', (t) => {
    t.text('sid').primary();
    t.jsonb('sess').notNullable();
    t.timestamp('expire', { useTz: true }).notNullable().index();
    t.uuid('user_id').index();
  });

  await knex.schema.createTable('tax_forms', (t) => {
    id(knex, t);
    userRef(t);
    t.jsonb('form_1040_data').notNullable().defaultTo('{}');
    t.integer('version').notNullable().defaultTo(1); // every save names the version it read; stale -> 409
    timestamps(knex, t);
    t.index(['user_id', 'created_at']);
  });

  await knex.schema.createTable('tax_returns', (t) => {
    id(knex, t);
    userRef(t);
    t.integer('tax_year').notNullable().defaultTo(2024);
    t.text('filing_status');
    t.boolean('is_nj_resident').notNullable().defaultTo(true);
    timestamps(knex, t);
    t.index(['user_id']);
  });

  await knex.schema.createTable('taxpayer_info', (t) => {
    id(knex, t);
    returnRef(t).unique();
    t.jsonb('ssn_encrypted');
    t.jsonb('phone_encrypted');
    t.text('email');
    t.text('street_address');
    t.text('street_address_2');
    t.text('city');
    t.text('state');
    t.text('zip_code');
    t.date('date_of_birth');
    timestamps(knex, t);
  });

  await knex.schema.createTable('joint_filer_info', (t) => {
    id(knex, t);
    returnRef(t).unique();
    t.text('first_name');
    t.text('last_name');
    t.jsonb('ssn_encrypted');
    timestamps(knex, t);
  });

  await knex.schema.createTable('dependents', (t) => {
    id(knex, t);
    returnRef(t).index();
    t.text('first_name').notNullable();
    t.text('middle_initial');
    t.text('last_name').notNullable();
    t.jsonb('ssn_encrypted');
    t.jsonb('date_of_birth'); // a plain date or an encrypted envelope
    t.text('relationship');
    timestamps(knex, t);
  });

  await knex.schema.createTable('audit_logs', (t) => {
    id(knex, t);
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.uuid('user_id').references('id').inTable('users').onDelete('SET NULL');
    t.text('action').notNullable();
    t.text('resource_type');
    t.text('resource_id');
    t.jsonb('details');
    t.text('user_agent');
    t.text('session_id');
    t.text('ip_address');
    t.jsonb('ip_geolocation'); // {timezone, language, platform}
    t.jsonb('data_before');
    t.jsonb('data_after');
    t.jsonb('calculation_context');
    t.text('document_hash');
    t.jsonb('compliance_flags').notNullable().defaultTo('[]');
    t.integer('risk_score');
    t.text('document_type');
    t.integer('tax_year');
    t.integer('processing_duration_ms');
    t.text('error_details');
    t.bigInteger('file_size_bytes');
    t.index(['created_at']);
    t.index(['user_id', 'created_at']);
    t.index(['action']);
  });

  for (const [table, typeColumn] of [
    ['income_sources', 'source_type'],
    ['deductions', 'deduction_type'],
    ['credits', 'credit_type'],
  ] as const) {
    await knex.schema.createTable(table, (t) => {
      id(knex, t);
      returnRef(t).index();
      t.text(typeColumn).notNullable();
      t.text('category');
      t.text('description');
      t.decimal('amount', 14, 2).notNullable().defaultTo(0);
      t.jsonb('details');
      timestamps(knex, t);
    });
  }

  await knex.schema.createTable('tax_calculations', (t) => {
    id(knex, t);
    returnRef(t).unique();
    t.jsonb('calculation_data').notNullable(); // {federal, state}
    timestamps(knex, t);
  });

  await knex.schema.createTable('documents', (t) => {
    id(knex, t);
    userRef(t);
    t.uuid('tax_form_id').references('id').inTable('tax_forms').onDelete('SET NULL');
    t.text('document_type').notNullable(); // w2, 1099-misc, 1099-int, ..., ssa-1099, last_year_form
    t.text('file_name').notNullable();
    t.text('mime_type').notNullable();
    t.bigInteger('size_bytes').notNullable();
    t.text('sha256').notNullable(); // only the hash, type, size and extracted fields are kept by default
    t.jsonb('extracted_data');
    t.text('status').notNullable().defaultTo('complete');
    t.text('error_details');
    timestamps(knex, t);
    t.index(['user_id', 'created_at']);
  });

  await knex.schema.createTable('user_keys', (t) => {
    t.uuid('user_id').primary().references('id').inTable('users').onDelete('CASCADE');
    t.jsonb('wrapped_key').notNullable();
    t.integer('key_version').notNullable().defaultTo(1);
    timestamps(knex, t);
  });
}

export async function down(knex: Knex): Promise<void> {
  for (const table of [
    'user_keys', 'documents', 'tax_calculations', 'credits', 'deductions', 'income_sources', 'audit_logs',
    'dependents', 'joint_filer_info', 'taxpayer_info', 'tax_returns', 'tax_forms', 'sessions', 'user_roles', 'users',
  ]) {
    await knex.schema.dropTableIfExists(table);
  }
}

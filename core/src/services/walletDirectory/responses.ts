// spec §7 wallet directory service: the response bodies, decoded at the edge.
import { Schema } from 'effect'

/** spec §3 Wallet listing entry. */
export const WalletListingSchema = Schema.Struct({
  id: Schema.String,
  name: Schema.String,
  image_id: Schema.optional(Schema.String),
  rdns: Schema.optional(Schema.NullOr(Schema.String)),
  chains: Schema.optional(Schema.Array(Schema.String)),
  mobile_link: Schema.optional(Schema.NullOr(Schema.String)),
  desktop_link: Schema.optional(Schema.NullOr(Schema.String)),
  webapp_link: Schema.optional(Schema.NullOr(Schema.String)),
  image_url: Schema.optional(Schema.String),
  badge_type: Schema.optional(Schema.Literals(['none', 'certified'])),
})

export const WalletsResponse = Schema.Struct({
  data: Schema.Array(WalletListingSchema),
  count: Schema.Number,
})

export const ProjectConfigResponse = Schema.Struct({
  features: Schema.Array(
    Schema.Struct({
      id: Schema.String,
      isEnabled: Schema.Boolean,
      config: Schema.optional(Schema.Unknown),
    }),
  ),
})

export const AllowedOriginsResponse = Schema.Struct({
  allowedOrigins: Schema.Array(Schema.String),
})

export const AnalyticsConfigResponse = Schema.Struct({ isAnalyticsEnabled: Schema.Boolean })

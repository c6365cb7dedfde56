{#-
    The mart's verdict on a variant (`is_allowed`, from `variant_class`) and the
    matching step's own verdict must agree: a kind the mart does not know, or a
    rule changed on one side only, shows up here.
-#}
with

variants as (

    select * from {{ ref('quote_variants') }}

),

matcher_variants as (

    select * from {{ ref('stg_matching__quote_variants') }}

),

disagreeing as (

    select
        variants.variant_id,
        variants.edit_kinds,
        variants.variant_class,
        variants.is_allowed,
        matcher_variants.is_allowed_by_matcher
    from variants
    inner join matcher_variants
        on
            variants.quote_id = matcher_variants.quote_id
            and variants.utterance_id = matcher_variants.utterance_id
    where variants.is_allowed != matcher_variants.is_allowed_by_matcher

)

select * from disagreeing

with

variants as (

    select * from {{ ref('stg_matching__quote_variants') }}

),

quotes as (

    select * from {{ ref('quotes') }}

),

utterances as (

    select * from {{ ref('stg_matching__utterances') }}

),

classified as (

    select
        {{ surrogate_key(['variants.quote_id', 'variants.utterance_id']) }} as variant_id,
        variants.quote_id,
        variants.utterance_id,
        quotes.article_id,
        quotes.outlet_name,
        quotes.content_text as quote_text,
        substring(
            utterances.reference_text,
            variants.reference_start + 1,
            variants.reference_end - variants.reference_start
        ) as reference_text,
        variants.edit_kinds,
        variants.edits,
        variants.alignment,
        variants.is_allowed_by_matcher as is_allowed,
        case
            when arrays_overlap(variants.edit_kinds, array('split_quote', 'merged_quote'))
                then 'restructured'
            when arrays_overlap(variants.edit_kinds, array('unmarked_omission', 'added_words', 'substituted_words'))
                then 'reworded'
            when variants.edit_kinds = array('identical')
                then 'verbatim'
            else 'allowed_edits'
        end as variant_class
    from variants
    inner join quotes
        on variants.quote_id = quotes.quote_id
    inner join utterances
        on variants.utterance_id = utterances.utterance_id

)

select * from classified

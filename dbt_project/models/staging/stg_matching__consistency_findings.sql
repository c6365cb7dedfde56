with

source as (

    select * from {{ source('matching', 'consistency_findings') }}

),

renamed as (

    select
        finding_id,
        rule as rule_name,
        kind as finding_kind,
        severity,
        utterance_id,
        quote_ids,
        article_ids,
        outlets as outlet_labels,
        quote_words,
        reference_words,
        explanation
    from source

)

select * from renamed

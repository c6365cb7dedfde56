with

source as (

    select * from {{ source('matching', 'quote_variants') }}

),

renamed as (

    select
        quote_id,
        utterance_id,
        edit_kinds,
        is_allowed as is_allowed_by_matcher,
        edits,
        alignment,
        reference_start,
        reference_end
    from source

)

select * from renamed

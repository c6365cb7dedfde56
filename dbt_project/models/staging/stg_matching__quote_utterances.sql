with

source as (

    select * from {{ source('matching', 'quote_utterances') }}

),

renamed as (

    select
        quote_id,
        utterance_id,
        start as quote_text_start,
        `end` as quote_text_end
    from source

)

select * from renamed

with

source as (

    select * from {{ source('matching', 'utterances') }}

),

renamed as (

    select
        utterance_id,
        reference_text,
        speaker as speaker_name,
        quote_count,
        article_count
    from source

)

select * from renamed

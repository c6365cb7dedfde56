with

source as (

    select * from {{ source('bronze', 'paragraphs') }}

),

renamed as (

    select
        concat(article_id, ':', cast(paragraph_index as string)) as paragraph_id,
        article_id,
        paragraph_index,
        start_offset,
        end_offset,
        paragraph_text
    from source

)

select * from renamed

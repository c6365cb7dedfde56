with

source as (

    select * from {{ source('bronze', 'paragraphs') }}

),

current_articles as (

    {{ current_article_ids() }}

),

current_versions as (

    select source.*
    from source
    inner join current_articles
        on source.article_id = current_articles.article_id

),

renamed as (

    select
        concat(article_id, ':', cast(paragraph_index as string)) as paragraph_id,
        article_id,
        paragraph_index,
        start_offset,
        end_offset,
        paragraph_text
    from current_versions

)

select * from renamed

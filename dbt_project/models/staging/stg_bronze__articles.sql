with

source as (

    select * from {{ source('bronze', 'articles') }}

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
        article_id,
        document_name,
        source_file,
        line_number as source_line_number,
        title,
        body,
        byline,
        outlet as outlet_name,
        outlet_source,
        url,
        try_to_timestamp(published_at) as published_at,
        try_to_date(substr(published_at, 1, 10)) as published_on,
        body_length,
        ingested_at
    from current_versions

)

select * from renamed

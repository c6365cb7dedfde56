with

source as (

    select * from {{ source('bronze', 'articles') }}

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
    from source

)

select * from renamed

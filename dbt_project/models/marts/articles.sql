with

articles as (

    select * from {{ ref('stg_bronze__articles') }}

),

quote_spans as (

    select * from {{ ref('stg_bronze__quote_spans') }}

),

paragraphs as (

    select * from {{ ref('stg_bronze__paragraphs') }}

),

quote_counts as (

    select
        article_id,
        count_if(is_attribution) as quote_count,
        count_if(not is_attribution) as non_attribution_count
    from quote_spans
    group by article_id

),

paragraph_counts as (

    select
        article_id,
        count(*) as paragraph_count
    from paragraphs
    group by article_id

),

joined as (

    select
        articles.article_id,
        articles.document_name,
        articles.source_file,
        articles.title,
        articles.byline,
        case
            when articles.outlet_name is not null
                then {{ surrogate_key(['lower(articles.outlet_name)']) }}
        end as outlet_id,
        articles.outlet_name,
        articles.outlet_source,
        articles.url,
        articles.published_at,
        articles.body,
        articles.body_length,
        coalesce(paragraph_counts.paragraph_count, 0) as paragraph_count,
        coalesce(quote_counts.quote_count, 0) as quote_count,
        coalesce(quote_counts.non_attribution_count, 0) as non_attribution_count,
        articles.ingested_at
    from articles
    left join paragraph_counts
        on articles.article_id = paragraph_counts.article_id
    left join quote_counts
        on articles.article_id = quote_counts.article_id
    where {{ article_not_built('articles.article_id') }}

)

select * from joined

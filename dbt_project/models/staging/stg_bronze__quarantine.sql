with

source as (

    select * from {{ source('bronze', 'quarantine') }}

),

renamed as (

    select
        source_file,
        line_number as source_line_number,
        reason,
        raw as raw_excerpt,
        ingested_at
    from source

)

select * from renamed

{#-
    A condition true for the rows of an article that `this` model holds no row
    of yet, in an incremental build; always true in a full build. The models
    appended to run by run hold rows that depend on their own article alone,
    so an article's rows, once built, stay as they are until a full refresh.
-#}
{% macro article_not_built(article_id) -%}
    {%- if is_incremental() -%}
        {{ article_id }} not in (select article_id from {{ this }})
    {%- else -%}
        true
    {%- endif -%}
{%- endmacro %}

"""Closed word classes shared by the attribution rules."""

from __future__ import annotations

PRONOUNS = {"he", "she", "they", "it", "i", "we", "you", "him", "her", "them"}
RELATIVES = {"who", "which", "that"}
OBJECT_PRONOUNS = {"him", "her", "them", "it", "me", "us", "you"}
# Cues that give a name to their object: 'called them “lone wolves”'.
NAMING_CUES = {"call", "label", "dub", "brand"}
# 'as the paper put it, “a fiasco”': the phrase introduces exactly the quoted words.
AS_PUT_CUES = {"put it", "puts it"}
DETERMINERS = {
    "the", "a", "an", "this", "these", "those", "some", "many", "most", "several", "both",
    "all", "other", "his", "her", "their", "its", "our", "my", "your", "one", "two", "three",
    "few", "no", "each", "every", "another", "such",
}
POSSESSIVE_DETERMINERS = {"his", "her", "their", "its", "our", "my", "your"}
# Heads that describe someone by their tie to another person or organisation.
RELATION_NOUNS = {
    "aide", "aides", "adviser", "advisers", "advisor", "advisors", "spokesman", "spokeswoman",
    "spokesperson", "spokespeople", "wife", "husband", "son", "daughter", "brother", "sister",
    "father", "mother", "friend", "lawyer", "lawyers", "attorney", "attorneys", "staffer",
    "staffers", "surrogate", "surrogates", "supporter", "supporters", "ally", "allies",
    "associate", "assistant", "manager", "chairman", "chairwoman", "official", "officials",
    "representative", "strategist", "consultant", "operative", "backer", "donor", "secretary",
    "counsel", "confidant", "pollster", "director", "niece", "nephew", "cousin", "aunt", "uncle",
    "grandson", "granddaughter", "grandfather", "grandmother", "girlfriend", "boyfriend",
}
# Ties that 'of' states ('the wife of Smith'); 'secretary of state' is a title.
KIN_NOUNS = {"wife", "husband", "son", "daughter", "brother", "sister", "father", "mother", "friend",
             "niece", "nephew", "cousin", "aunt", "uncle", "grandson", "granddaughter", "grandfather",
             "grandmother", "girlfriend", "boyfriend"}
# Words that sit between a subject and its verb: "has also said", "is now saying".
AUXILIARIES = {
    "has", "have", "had", "is", "was", "were", "are", "am", "be", "been", "being", "will",
    "would", "could", "should", "can", "may", "might", "must", "did", "does", "do", "also",
    "then", "later", "now", "once", "not", "never", "still", "even", "just", "already", "often",
    "again", "further", "first", "last", "too", "n’t", "n't", "since", "long", "ever", "soon",
    "always", "usually", "sometimes", "previously", "recently", "reportedly", "repeatedly",
} | {neg + apostrophe + "t" for neg in ("didn", "doesn", "don", "wouldn", "couldn", "shouldn", "isn",
                                        "wasn", "weren", "aren", "hasn", "haven", "hadn", "won", "can")
     for apostrophe in "’'"}
MODALS = {"will", "would", "can", "could", "should", "may", "might", "must", "did", "do", "does", "to"}
PLURAL_PRONOUNS = {"i", "we", "you", "they", "who", "which", "that"}
# Labels before a colon that name a section or a credit, not a speaker.
NOT_SPEAKER_LABELS = {"source", "sources", "photo", "image", "note", "update", "related", "editor",
                      "credit", "watch", "read", "video", "correction", "listen", "see", "the", "a"}
PASSIVE = {"is", "was", "were", "are", "be", "been", "being", "am", "get", "got", "gets"}
# Lowercase words that end a noun phrase when read leftwards from a verb.
CLAUSE_WORDS = {
    "that", "which", "and", "but", "or", "because", "while", "when", "if", "as", "after",
    "before", "although", "though", "so", "where", "whether", "than", "to", "in", "on",
    "at", "for", "with", "by", "from", "about", "into", "over", "under", "during",
    "against", "without", "upon", "through", "across", "like", "what", "how", "why", "nor",
    "until", "unless", "whom", "whose", "there", "here", "not", "also", "only",
} | AUXILIARIES
PREPOSITIONS = {
    "in", "on", "at", "for", "with", "by", "from", "about", "into", "over", "under", "during",
    "after", "before", "since", "to", "of", "upon", "through", "across", "amid", "outside",
    "inside", "near", "last", "this", "earlier", "later", "late", "early",
}
# 'a woman in Lake City', 'a voter from Ohio': a person described by where they are.
PLACE_PREPOSITIONS = {"in", "from"}
INTRO_WORDS = PREPOSITIONS | {
    "but", "and", "meanwhile", "however", "still", "yet", "instead", "now", "then", "so",
    "also", "indeed", "though", "although", "while", "when", "as", "if", "because", "speaking",
    "asked", "earlier", "separately", "previously", "recently", "in", "according",
    # Prepositions that open a sentence before its subject: 'Besides Jane Roe, the mayor said'.
    "besides", "beyond", "unlike", "like", "including", "except", "among", "alongside", "via",
    "regarding", "concerning", "following", "notably", "especially", "aside", "despite", "without",
}
# Words that open a sentence with a phrase of time, manner or circumstance before its
# subject: 'Hours later, Roe said', 'Back in 1999, Roe said', 'Reached by phone, Roe said'.
OPENING_ADJUNCTS = {
    "back", "thus", "perhaps", "hence", "finally", "hours", "days", "minutes", "moments", "weeks",
    "months", "years", "reached", "pressed", "questioned", "interviewed", "contacted", "confronted",
    "challenged",
}
TIME_WORDS = {
    "monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday", "today",
    "yesterday", "tonight", "recently", "earlier", "later", "previously", "then", "again",
    "last", "week", "month", "year", "morning", "afternoon", "evening", "night",
}
TITLE_WORDS = {
    "president", "vice", "mayor", "director", "sen", "sen.", "senator", "rep", "rep.",
    "representative", "gov", "gov.", "governor", "secretary", "chairman", "chairwoman", "chair",
    "judge", "justice", "gen", "gen.", "general", "attorney", "officer", "chief", "commissioner",
    "speaker", "leader", "minister", "prime", "acting", "former", "deputy", "ambassador", "ceo",
    "professor", "prof", "prof.", "dr", "dr.", "mr", "mr.", "mrs", "mrs.", "ms", "ms.", "rev",
    "rev.", "king", "queen", "pope", "sheriff", "councilor", "councilman", "councilwoman",
    "lt", "lt.", "col", "col.", "capt", "capt.", "sgt", "sgt.", "spokesman", "spokeswoman",
    "spokesperson", "press", "candidate", "nominee", "host", "anchor", "reporter", "correspondent",
    "founder", "executive", "manager", "adviser", "advisor", "aide", "chancellor",
    "interim", "superintendent", "treasurer", "comptroller", "mayoral", "presidential",
    "congressman", "congresswoman", "assemblyman", "assemblywoman", "lawmaker", "economist",
    "analyst", "strategist", "pollster", "columnist", "editor", "radio", "talk", "then",
    "senior", "top", "u.s.", "state", "house", "senate", "federal", "democratic",
    "republican", "gop", "white", "campaign", "vice-president", "lord", "lady", "sir", "dame",
    # Occupations the press puts before a name like a title ('Actor Jane Roe said').
    "actor", "actress", "author", "novelist", "writer", "poet", "singer", "rapper", "musician",
    "comedian", "filmmaker", "producer", "pastor", "rabbi", "bishop", "cardinal", "imam",
    "activist", "businessman", "businesswoman", "billionaire", "entrepreneur", "historian",
    "journalist", "commentator", "blogger", "consultant", "coach",
    # Offices of local government, the church and the services ('Alderman Jane Roe').
    "alderman", "alderwoman", "advocate", "recorder", "clerk", "auditor", "assessor", "trustee",
    "supervisor", "prosecutor", "archbishop", "monsignor", "deacon", "priest", "envoy", "staff",
    "admiral", "commander", "inspector", "detective",
}
ORG_WORDS = {
    "department", "house", "times", "post", "journal", "news", "show", "party", "committee",
    "campaign", "court", "university", "college", "association", "agency", "administration",
    "council", "office", "center", "centre", "institute", "foundation", "fund", "bureau",
    "network", "company", "corporation", "inc", "group", "union", "police", "service",
    "services", "enforcement", "act", "report", "street", "city", "county", "state",
    "states", "republicans", "democrats", "congress", "senate", "press", "media", "club",
    "tribune", "herald", "gazette", "magazine", "channel", "radio", "board", "commission",
    "force", "army", "navy", "church", "school", "hospital", "museum", "bank", "coalition",
    "alliance", "organization", "organisation", "society", "review", "weekly", "daily",
}
NOT_NAMES = {
    "the", "a", "an", "but", "and", "in", "at", "on", "for", "of", "as", "if", "it", "he", "she",
    "they", "we", "i", "this", "that", "these", "those", "there", "here", "when", "while", "after",
    "before", "meanwhile", "however", "still", "yet", "so", "though", "since", "during", "last",
    "monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday", "january",
    "february", "march", "april", "may", "june", "july", "august", "september", "october",
    "november", "december", "follow", "read", "getty", "photo", "image", "watch", "more",
    "many", "some", "every", "what", "why", "how", "who", "our", "my", "his", "her", "their",
    "its", "your", "with", "from", "by", "to", "not", "no", "yes", "now", "then", "also",
    "american", "americans", "democrat", "democrats", "republican", "republicans", "god",
}
PLACE_PREFIXES = {"new", "north", "south", "east", "west", "united", "los", "san", "las", "saint",
                  "st", "st.", "fort", "great", "little", "upper", "lower", "central"}
MALE = {"mr", "mr.", "he", "him", "his", "himself", "king", "sir", "lord", "congressman",
        "councilman", "assemblyman", "spokesman", "chairman"}
FEMALE = {"mrs", "mrs.", "ms", "ms.", "miss", "she", "her", "hers", "herself", "queen", "dame",
          "lady", "congresswoman", "councilwoman", "assemblywoman", "spokeswoman", "chairwoman"}
# Common given names, for the gender of a pronoun's antecedent when the story itself
# gives no honorific or pronoun to go by.
MALE_NAMES = set("""
aaron adam alan albert alex alexander andrew anthony antonio arthur barack ben benjamin bernie
bill billy bob bobby brad bradley brandon brian bruce carl carlos charles charlie chris
christopher chuck dan daniel danny dave david dennis dick don donald doug douglas ed eddie
edward eric frank fred gary george gerald glenn greg gregory harold harry henry howard ian jack
jacob jake james jason jeb jeff jeffrey jeremy jerry jesse jim jimmy joe joel john johnny jon
jonathan jose joseph josh joshua juan justin keith ken kenneth kevin kyle larry lawrence lee
leonard louis luis marco mark martin matt matthew michael mike mitch mitt nathan neil nicholas
nick noah patrick paul pete peter phil philip ralph randy ray raymond reince richard rick
robert roger ron ronald roy rudy russell ryan sam samuel scott sean sergio stephen steve steven
ted terry thomas tim timothy todd tom tony vladimir walter wayne william willie xi
""".split())
FEMALE_NAMES = set("""
abigail alice alicia alison amanda amy andrea angela ann anna anne barbara betty beverly
brenda carla carol caroline catherine cathy cheryl christina christine claire cynthia dana
deborah debbie debra diana diane donna doris dorothy elizabeth ellen emily emma evelyn frances
gloria grace hannah heather helen hillary jane janet janice jean jennifer jessica jill joan
joyce judith judy julia julie karen katherine kathleen kathryn kathy kayleigh kelly
kimberly laura lauren linda lisa loretta lori louise margaret maria marie marilyn martha mary
megan melania melissa michelle nancy nicole nikki pam pamela patricia paula rachel rebecca
rose ruth sandra sara sarah sharon shirley sonia stephanie susan teresa theresa tiffany tina
valerie victoria virginia wendy
""".split())

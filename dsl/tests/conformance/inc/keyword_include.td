// Helper for lex_keywords_all.td.
def IncludedMarker {
  string From = "inc/keyword_include.td";
}

// defvar bound to records, anonymous records, lists of records and field
// values; field access through the defvar.
// tdc-json

class SchedModel<int width, int lat> {
  int IssueWidth = width;
  int LoadLatency = lat;
}
def InOrderModel : SchedModel<1, 3>;
def OoOModel : SchedModel<4, 5>;

defvar Default = InOrderModel;
defvar Models = [InOrderModel, OoOModel];
defvar Anon = SchedModel<2, 2>;
defvar Lat = OoOModel.LoadLatency;

def Config {
  SchedModel Model = Default;
  int Width = Default.IssueWidth;
  int SecondWidth = Models[1].IssueWidth;
  SchedModel Inline = Anon;
  int InlineLat = Anon.LoadLatency;
  int MaxLat = Lat;
}

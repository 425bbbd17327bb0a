import LunchText

/// The output for a terminal whose locale is not UTF-8: what goes to `sink`, in ASCII
/// (`ASCIIText.fold`), on standard output and standard error alike.
public final class ASCIIOutput: OutputSink {
    private let sink: any OutputSink

    public init(_ sink: any OutputSink) { self.sink = sink }

    public func out(_ text: String) { sink.out(ASCIIText.fold(text)) }
    public func err(_ text: String) { sink.err(ASCIIText.fold(text)) }
    public var lost: Bool { sink.lost }
}

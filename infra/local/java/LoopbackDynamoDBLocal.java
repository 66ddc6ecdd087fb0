/*
 * DynamoDB Local bound to 127.0.0.1 only (docs/local-stack.md "Loopback only").
 *
 * DynamoDB Local has no option for the address it listens on: its server is Jetty's
 * `new Server(port)`, which listens on every interface, so on a teacher's laptop on school WiFi
 * anyone nearby could read and write the local table. This launcher builds the server exactly as
 * DynamoDB Local's own main does (same command-line options), sets the host of its connectors to
 * the loopback address before it starts, and starts it.
 *
 * Compiled to LoopbackDynamoDBLocal.class next to this file (committed, so a JRE is enough):
 *   javac --release 17 -cp <DynamoDBLocal.jar>:<DynamoDBLocal_lib>/'*' -d infra/local/java \
 *     infra/local/java/LoopbackDynamoDBLocal.java
 */
import java.lang.reflect.Field;
import org.eclipse.jetty.server.Connector;
import org.eclipse.jetty.server.Server;
import org.eclipse.jetty.server.ServerConnector;
import software.amazon.dynamodb.services.local.main.ServerRunner;
import software.amazon.dynamodb.services.local.server.DynamoDBProxyServer;

public final class LoopbackDynamoDBLocal {
  private static final String LOOPBACK = "127.0.0.1";

  private LoopbackDynamoDBLocal() {}

  public static void main(String[] args) throws Exception {
    DynamoDBProxyServer proxy = ServerRunner.createServerFromCommandLineArgs(args);
    Field field = DynamoDBProxyServer.class.getDeclaredField("server");
    field.setAccessible(true);
    Server server = (Server) field.get(proxy);
    Connector[] connectors = server.getConnectors();
    if (connectors.length == 0) throw new IllegalStateException("DynamoDB Local has no connector to bind");
    for (Connector connector : connectors) {
      if (!(connector instanceof ServerConnector)) {
        throw new IllegalStateException("Unexpected connector " + connector.getClass().getName());
      }
      ((ServerConnector) connector).setHost(LOOPBACK);
    }
    proxy.start();
  }
}
